import { createDemoKitchen, getObject } from '@chorehouse/sim';
const w = createDemoKitchen();
for (const o of w.objects) if (o.pickupable || o.openable) console.log(o.objectType, o.parentId ? getObject(w, o.parentId)?.objectType : '-', o.isDirty ? 'dirty' : '', o.isOpen ? 'open' : '');
