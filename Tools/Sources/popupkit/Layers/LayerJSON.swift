import PopupKit
import PopupKitHost
@_spi(Tools) import PopupKitCore

/// The JSON form of one frame's layer operations for `popupkit layers`:
/// `{"op": "insert", "layer": "toast \"t1\"", "z": 1}`, `{"op": "update",
/// "layer": …, "opacity": 0.21}` (only what changed), `{"op": "redraw", …}`,
/// `{"op": "move", …, "z": 0}`, `{"op": "remove", …}`, and one
/// `{"op": "animate", "layer": …, "property": "opacity", "from": 0, "to": 1,
/// "begin": 0.2, "duration": 0.3, "timing": "easeOut"}` per declared motion
/// (`"repeats": true` for a spinner's; `"motions": 0` when a layer stops moving
/// by itself).
struct LayerJSON {
    /// Each layer's properties as last printed, to print only what an update changes.
    private var properties: [GroupKey: LayerProperties] = [:]

    /// The operations of `transaction` as JSON objects, in order.
    mutating func operations(_ transaction: LayerTransaction) -> [String] {
        transaction.operations.flatMap { operation -> [String] in
            let key = operation.key
            var fields = [("op", Format.quoted(operation.kind.rawValue)),
                          ("layer", Format.quoted(transaction.names[key] ?? key.description))]
            switch operation {
            case .animate(_, let motions):
                guard !motions.isEmpty else { return [Self.object(fields + [("motions", "0")])] }
                return motions.map { Self.object(fields + Self.fields(of: $0)) }
            case let .insert(_, parent, index, content, new):
                fields.append(("z", "\(index)"))
                if let parent { fields.append(("in", Format.quoted(transaction.names[parent] ?? parent.description))) }
                if content.plainFill != nil { fields.append(("fill", "true")) }
                fields += Self.changes(from: LayerProperties(), to: new)
                properties[key] = new
            case .update(_, let new):
                fields += Self.changes(from: properties[key] ?? LayerProperties(), to: new)
                properties[key] = new
            case .move(_, let index):
                fields.append(("z", "\(index)"))
            case .remove:
                properties[key] = nil
            case .redraw:
                break
            }
            return [Self.object(fields)]
        }
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A declaration's fields: property, from, to, begin and duration (seconds),
    /// timing, and whether it repeats.
    private static func fields(of motion: Motion) -> [(String, String)] {
        var fields = [("property", Format.quoted(motion.property.rawValue)), ("from", Format.number(motion.from)),
                      ("to", Format.number(motion.to)), ("begin", Format.seconds(motion.begin)),
                      ("duration", Format.number(TimeSpan(motion.duration).seconds)),
                      ("timing", Format.quoted(motion.timing.description))]
        if motion.repeats { fields.append(("repeats", "true")) }
        return fields
    }

    /// A hosted view's slot as the driver reports it: `{"name", "layer", "frame",
    /// "opacity"}` where the view rests, `"transform": [a, b, c, d]` when it is
    /// scaled or turned, and `"motions"`, the declarations that play over the view
    /// (as an `animate` prints them), when any run.
    static func slot(_ slot: HostedSlot, names: [GroupKey: String]) -> String {
        let frame = slot.frame
        var fields = [("name", Format.quoted(slot.name)),
                      ("layer", slot.layer.map { Format.quoted(names[$0] ?? $0.description) } ?? "null"),
                      ("frame", "{\"x\": \(Format.number(frame.minX)), \"y\": \(Format.number(frame.minY)), "
                          + "\"width\": \(Format.number(frame.width)), \"height\": \(Format.number(frame.height))}"),
                      ("opacity", Format.number(slot.opacity))]
        let t = slot.transform
        if !t.isIdentity { fields.append(("transform", "[" + [t.a, t.b, t.c, t.d].map(Format.number).joined(separator: ", ") + "]")) }
        if !slot.motions.isEmpty {
            fields.append(("motions", "[" + slot.motions.map { object(Self.fields(of: $0)) }.joined(separator: ", ") + "]"))
        }
        return object(fields)
    }

    /// The fields that differ between `old` and `new`: opacity, x and y (position),
    /// dx and dy (offset), scale, turn (rotation in turns) and the anchor.
    private static func changes(from old: LayerProperties, to new: LayerProperties) -> [(String, String)] {
        var fields: [(String, String)] = []
        func add(_ name: String, _ before: Double, _ after: Double) {
            if before != after { fields.append((name, Format.number(after))) }
        }
        add("opacity", old.opacity, new.opacity)
        add("x", old.position.x, new.position.x)
        add("y", old.position.y, new.position.y)
        add("dx", old.offset.x, new.offset.x)
        add("dy", old.offset.y, new.offset.y)
        add("scale", old.scale, new.scale)
        add("turn", old.rotation / (2 * Double.pi), new.rotation / (2 * Double.pi))
        add("anchorX", old.anchor.x, new.anchor.x)
        add("anchorY", old.anchor.y, new.anchor.y)
        return fields
    }
}
