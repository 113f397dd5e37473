import ChatCardSupport
import Testing

@Suite struct BoundedCacheTests {
    final class Log { var evicted: [Int] = [] }

    @Test func theLeastRecentlyUsedEntryLeavesFirst() {
        let log = Log()
        let cache = BoundedCache<String, Int>(maxEntries: 3) { log.evicted.append($0) }
        cache.insert(1, for: "a"); cache.insert(2, for: "b"); cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)  // a is now the newest
        cache.insert(4, for: "d")
        #expect(log.evicted == [2])
        #expect(cache.value(for: "b") == nil && cache.count == 3)
        cache.insert(5, for: "e")
        #expect(log.evicted == [2, 3])
    }

    @Test func costBoundsTheTotalAndAnOversizedValueLeavesAtOnce() {
        let log = Log()
        let cache = BoundedCache<Int, Int>(maxEntries: 100, maxCost: 10) { log.evicted.append($0) }
        for i in 0..<5 { cache.insert(i, for: i, cost: 3) }
        #expect(cache.totalCost <= 10 && cache.count == 3)
        #expect(log.evicted == [0, 1])
        cache.insert(99, for: 99, cost: 11)
        #expect(cache.value(for: 99) == nil && cache.totalCost == 0)
        #expect(log.evicted == [0, 1, 2, 3, 4, 99])
    }

    @Test func replacingAndTakingDoNotLeak() {
        let log = Log()
        let cache = BoundedCache<Int, Int>(maxEntries: 2) { log.evicted.append($0) }
        cache.insert(1, for: 0)
        cache.insert(2, for: 0)
        #expect(log.evicted == [1] && cache.value(for: 0) == 2)
        #expect(cache.take(0) == 2 && cache.count == 0 && log.evicted == [1])
        for i in 0..<1_000 { cache.insert(i, for: i % 7) }
        #expect(cache.count == 2 && log.evicted.count == 999)
        cache.removeAll()
        #expect(log.evicted.count == 1_001)
    }
}
