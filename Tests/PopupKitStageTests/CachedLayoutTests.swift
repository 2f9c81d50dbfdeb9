import PopupKit
import Testing
@_spi(Tools) import PopupKitStage

/// Layout through a `CachingTextMeasurer`: the cache never changes a layout.
@Suite struct CachedLayoutTests {
    @Test func layoutThroughTheCacheIsTheSameAndHitsOnTheSecondFrame() {
        let items = [
            screenItem("t", .toast(Toast(message: "Saved", title: "Done"))),
            screenItem("b", .banner(Banner(title: "Sale", subtitle: "50% off"))),
        ]
        let cache = CachingTextMeasurer(FixedAdvanceTextMeasurer())
        let cached = NoticeLayout(container: Container(), measurer: cache)
        let first = cached.layout(items)
        let (misses, hits) = (cache.misses, cache.hits)
        #expect(misses > 0)
        let second = cached.layout(items)
        #expect(first == second && first == layout(items, in: Container()))
        // The second frame asks the first one's questions again: the cache answers all.
        #expect(cache.misses == misses && cache.hits == hits + misses + hits)
    }
}
