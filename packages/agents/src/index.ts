/** @chorehouse/agents: navigation, planning and the rule-based Commander and Follower. */
export {};
