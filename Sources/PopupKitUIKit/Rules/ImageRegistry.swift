/// The images an app hands over as objects (UIKit: a `UIImage` given to
/// `makeToast(image:)` or `ProgressHUD.showImage(_:status:)`), each under a
/// name of its own that notices show it by, kept only while they may still be
/// drawn.
///
/// Apps often make an image per call, so registering must not keep every image
/// for the life of the host:
///
/// - **The same image, the same name.** Registering an image already here
///   hands back its name (and layers already drawn with it stay as they are).
/// - **Bounded.** At most ``capacity`` images are kept (32 by default). Past it,
///   the least recently used goes first: one drawn and no longer on screen,
///   then one not drawn yet (its notice waits in a queue, or was never shown);
///   an image on screen is never dropped, so the registry may hold more than
///   the capacity while more than that many show.
/// - **Purged.** ``purge(onScreen:)`` (memory pressure, the app going to the
///   background) drops every image drawn and no longer on screen; an image on
///   screen, or not drawn yet, stays.
///
/// A dropped image's name is never handed out again: a layer still naming it
/// draws its fallback, never another image.
package struct ImageRegistry<Image: AnyObject> {
    private struct Entry {
        let image: Image
        let name: String
        /// When it was last registered or drawn (``clock``).
        var used: UInt64
        /// Whether a layer has drawn it since it was last registered.
        var drawn: Bool
    }

    /// The most images kept while fewer than that are on screen (at least 1).
    package let capacity: Int
    /// The prefix of the names handed out.
    package let prefix: String
    private var entries: [String: Entry] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private var clock: UInt64 = 0
    private var issued = 0

    /// - Parameters:
    ///   - capacity: the most images kept (32); less than 1 keeps 1.
    ///   - prefix: what the names start with (`"uiimage-"`: `"uiimage-1"`, `"uiimage-2"`, …).
    ///     The default is the prefix a screen reader knows as made up, so such a
    ///     name is never read (`ImageAccessibilityName`).
    package init(capacity: Int = 32, prefix: String = "uiimage-") {
        self.capacity = max(1, capacity)
        self.prefix = prefix
    }

    /// How many images are kept.
    package var count: Int { entries.count }

    /// The names of the images kept.
    package var registeredNames: Set<String> { Set(entries.keys) }

    /// Registers `image` (or finds it registered) and returns its name; past
    /// ``capacity``, drops the least recently used images not in `onScreen`.
    /// - Parameter onScreen: the image names the layers on screen show
    ///   (``HostDriver/imageNamesShown``).
    /// - Returns: its name, and whether it is new (no layer can show it yet).
    /// - Complexity: O(1), plus O(n) in the images kept when one is dropped.
    package mutating func register(_ image: Image, onScreen: Set<String>) -> (name: String, isNew: Bool) {
        clock += 1
        let id = ObjectIdentifier(image)
        if let name = names[id], var entry = entries[name] {
            entry.used = clock
            entry.drawn = false
            entries[name] = entry
            return (name, false)
        }
        issued += 1
        let name = prefix + String(issued)
        entries[name] = Entry(image: image, name: name, used: clock, drawn: false)
        names[id] = name
        while entries.count > capacity, let victim = leastRecentlyUsed(sparing: onScreen.union([name])) {
            remove(victim)
        }
        return (name, true)
    }

    /// The image registered under `name`, marked as drawn and just used: what a
    /// painter asks for when it draws a layer.
    /// - Complexity: O(1).
    package mutating func draw(_ name: String) -> Image? {
        guard var entry = entries[name] else { return nil }
        clock += 1
        entry.used = clock
        entry.drawn = true
        entries[name] = entry
        return entry.image
    }

    /// Drops every image drawn and not in `onScreen`.
    /// - Returns: the names dropped.
    /// - Complexity: O(n) in the images kept.
    @discardableResult
    package mutating func purge(onScreen: Set<String>) -> Set<String> {
        let dropped = Set(entries.values.filter { $0.drawn && !onScreen.contains($0.name) }.map(\.name))
        for name in dropped { remove(name) }
        return dropped
    }

    /// The image to drop first: drawn ones before ones not drawn yet, each by
    /// least recent use; never one in `spared`.
    private func leastRecentlyUsed(sparing spared: Set<String>) -> String? {
        entries.values.filter { !spared.contains($0.name) }
            .min { ($0.drawn ? 0 : 1, $0.used) < ($1.drawn ? 0 : 1, $1.used) }?.name
    }

    private mutating func remove(_ name: String) {
        guard let entry = entries.removeValue(forKey: name) else { return }
        names[ObjectIdentifier(entry.image)] = nil
    }
}
