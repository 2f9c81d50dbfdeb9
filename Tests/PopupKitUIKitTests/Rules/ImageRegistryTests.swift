import PopupKitHost
import PopupKitUIKit
import Testing

/// The images an app hands over as objects: one name per image, a bounded
/// number kept, the ones on screen never dropped, the drawn ones purged.
@Suite("Image registry")
struct ImageRegistryTests {
    final class Image {}

    @Test("registering the same image again gives its name back; a new image gets a new name")
    func sameImageSameName() {
        var registry = ImageRegistry<Image>(capacity: 4)
        let a = Image(), b = Image()
        let first = registry.register(a, onScreen: [])
        #expect(first.name == "uiimage-1" && first.isNew)
        let again = registry.register(a, onScreen: [])
        #expect(again.name == "uiimage-1" && !again.isNew)
        #expect(registry.register(b, onScreen: []).name == "uiimage-2")
        #expect(registry.count == 2)
        #expect(registry.draw("uiimage-1") === a && registry.draw("uiimage-2") === b)
        #expect(registry.draw("uiimage-3") == nil)
    }

    @Test("past the capacity the least recently used image goes, a drawn one before one not drawn yet")
    func evictionOrder() {
        var registry = ImageRegistry<Image>(capacity: 3)
        let images = (0..<5).map { _ in Image() }
        let names = images.prefix(3).map { registry.register($0, onScreen: []).name }
        // 1 and 3 were drawn (their notices showed and went); 2 waits in a queue.
        _ = registry.draw(names[2])
        _ = registry.draw(names[0])
        _ = registry.register(images[3], onScreen: [])
        #expect(registry.registeredNames == [names[0], names[1], "uiimage-4"], "the drawn image used least recently went")
        _ = registry.register(images[4], onScreen: [])
        #expect(registry.registeredNames == [names[1], "uiimage-4", "uiimage-5"], "then the other drawn one")
        _ = registry.register(Image(), onScreen: [])
        #expect(registry.registeredNames == ["uiimage-4", "uiimage-5", "uiimage-6"],
                "only then the oldest not drawn yet")
        #expect(registry.count == 3)
    }

    @Test("an image on screen is never dropped, even past the capacity")
    func onScreenIsKept() {
        var registry = ImageRegistry<Image>(capacity: 1)
        let a = Image(), b = Image(), c = Image()
        let name = registry.register(a, onScreen: []).name
        _ = registry.draw(name)
        _ = registry.register(b, onScreen: [name])
        #expect(registry.registeredNames == [name, "uiimage-2"])
        _ = registry.register(c, onScreen: [name])
        #expect(registry.registeredNames == [name, "uiimage-3"], "the one off screen went")
        #expect(registry.draw(name) === a)
    }

    @Test("a dropped image registered again gets a new name, never an old one")
    func droppedNamesAreNotReused() {
        var registry = ImageRegistry<Image>(capacity: 1)
        let a = Image()
        let first = registry.register(a, onScreen: []).name
        _ = registry.draw(first)
        _ = registry.register(Image(), onScreen: [])
        let again = registry.register(a, onScreen: [])
        #expect(again.isNew && again.name != first)
    }

    @Test("a purge drops the images drawn and off screen; those on screen or not drawn yet stay")
    func purge() {
        var registry = ImageRegistry<Image>()
        let shown = registry.register(Image(), onScreen: []).name
        let gone = registry.register(Image(), onScreen: []).name
        let waiting = registry.register(Image(), onScreen: []).name
        _ = registry.draw(shown)
        _ = registry.draw(gone)
        #expect(registry.purge(onScreen: [shown]) == [gone])
        #expect(registry.registeredNames == [shown, waiting])
        #expect(registry.draw(gone) == nil)
    }

    @Test("an image registered again after it was drawn waits for its next notice: a purge keeps it")
    func reRegisteredWaits() {
        var registry = ImageRegistry<Image>()
        let a = Image()
        let name = registry.register(a, onScreen: []).name
        _ = registry.draw(name)
        _ = registry.register(a, onScreen: [])
        #expect(registry.purge(onScreen: []).isEmpty)
        #expect(registry.draw(name) === a)
    }

    @Test("a capacity below one keeps one image")
    func capacityClamp() {
        #expect(ImageRegistry<Image>(capacity: 0).capacity == 1)
        #expect(ImageRegistry<Image>(capacity: -5).capacity == 1)
    }
}
