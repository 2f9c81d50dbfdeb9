import PopupKitHost
import PopupKitUIKit
import Testing

/// Which center each window of an app posts to, over fake scenes and centers.
@Suite("Scene centers")
@MainActor
struct SceneCentersTests {
    final class Scene {}
    final class Center {}

    @Test("the first window gets the shared center, a second window one of its own, each keeps its own")
    func onePerScene() {
        let shared = Center()
        var centers = SceneCenters(shared: shared)
        let a = Scene(), b = Scene()
        let ofA = centers.center(for: a) { Center() }
        let ofB = centers.center(for: b) { Center() }
        #expect(ofA === shared, "a single-window app keeps posting to the shared center")
        #expect(ofB !== shared && ofB !== ofA, "a toast triggered in window B stays in window B")
        #expect(centers.center(for: a) { Center() } === ofA && centers.center(for: b) { Center() } === ofB)
    }

    @Test("the shared center is never taken from a live window; a window opened after its window closed gets it")
    func sharedFreedWithItsWindow() {
        let shared = Center()
        var centers = SceneCenters(shared: shared)
        var first: Scene? = Scene()
        let second = Scene()
        _ = centers.center(for: first!) { Center() }
        let ofSecond = centers.center(for: second) { Center() }
        first = nil
        let third = Scene()
        #expect(centers.center(for: third) { Center() } === shared, "nobody holds the shared center any more")
        #expect(centers.center(for: second) { Center() } === ofSecond, "the second window's center did not change")
        centers.remove(third)
        #expect(centers.existing(for: third) == nil)
        #expect(centers.center(for: Scene()) { Center() } === shared)
    }

    @Test("a SwiftUI host's center becomes its scene's, unless the scene posts to one already")
    func adopt() {
        let shared = Center()
        var centers = SceneCenters(shared: shared)
        let modifier = Scene(), scene = Scene(), uikitScene = Scene()
        let ofModifier = centers.center(for: modifier) { Center() }
        #expect(centers.adopt(ofModifier, for: scene) === ofModifier)
        #expect(centers.center(for: scene) { Center() } === ofModifier, "the scene's seeds post where its SwiftUI views do")
        let ofUIKit = centers.center(for: uikitScene) { Center() }
        #expect(centers.adopt(Center(), for: uikitScene) === ofUIKit, "a scene keeps the center its seeds post to")
    }
}
