/// A dictionary with a budget, for the per-thread caches of Pango, Cairo and encoder state: past
/// `maxEntries` entries or `maxCost` total cost (bytes, or 1 per entry) the least recently used entries
/// leave first, through `evict` (which releases what a value holds). Not thread-safe: one per thread.
package final class BoundedCache<Key: Hashable, Value> {
    package let maxEntries: Int
    package let maxCost: Int
    private let evict: (Value) -> Void

    private struct Slot {
        var key: Key
        var value: Value
        var cost: Int
        var newer = -1, older = -1
    }
    private var slots: [Slot?] = []
    private var freeSlots: [Int] = []
    private var index: [Key: Int] = [:]
    private var newest = -1, oldest = -1
    package private(set) var totalCost = 0

    package init(maxEntries: Int, maxCost: Int = .max, evict: @escaping (Value) -> Void = { _ in }) {
        precondition(maxEntries > 0 && maxCost > 0)
        self.maxEntries = maxEntries
        self.maxCost = maxCost
        self.evict = evict
    }

    deinit { removeAll() }

    package var count: Int { index.count }

    /// The value for `key`, now the most recently used.
    package func value(for key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToFront(i)
        return slots[i]!.value
    }

    /// Adds or replaces. Values that pass the budget leave at once, this one too when it alone costs more
    /// than `maxCost`: use a value before inserting it when it holds a resource.
    package func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let old = take(key) { evict(old) }
        let slot = Slot(key: key, value: value, cost: cost)
        let i: Int
        if let free = freeSlots.popLast() { slots[free] = slot; i = free } else { slots.append(slot); i = slots.count - 1 }
        index[key] = i
        totalCost += cost
        link(i)
        while index.count > maxEntries || totalCost > maxCost, oldest >= 0 {
            let key = slots[oldest]!.key
            if let old = take(key) { evict(old) }
        }
    }

    /// Removes the entry for `key` and hands its value to the caller (not evicted).
    package func take(_ key: Key) -> Value? {
        guard let i = index.removeValue(forKey: key) else { return nil }
        unlink(i)
        let slot = slots[i]!
        slots[i] = nil
        freeSlots.append(i)
        totalCost -= slot.cost
        return slot.value
    }

    /// Evicts every entry.
    package func removeAll() {
        for slot in slots { if let slot { evict(slot.value) } }
        slots.removeAll(keepingCapacity: true)
        freeSlots.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        newest = -1; oldest = -1; totalCost = 0
    }

    private func link(_ i: Int) {
        slots[i]!.older = newest
        slots[i]!.newer = -1
        if newest >= 0 { slots[newest]!.newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private func unlink(_ i: Int) {
        let (newer, older) = (slots[i]!.newer, slots[i]!.older)
        if newer >= 0 { slots[newer]!.older = older } else { newest = older }
        if older >= 0 { slots[older]!.newer = newer } else { oldest = newer }
    }

    private func moveToFront(_ i: Int) {
        guard newest != i else { return }
        unlink(i)
        link(i)
    }
}
