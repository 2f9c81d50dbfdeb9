import PopupKit
import PopupKitHost
@_spi(Tools) import PopupKitCore

/// The JSON form of one frame's layer operations for `popupkit layers`:
/// `{"op": "insert", "layer": "toast \"t1\"", "z": 1}`, `{"op": "update",
/// "layer": …, "opacity": 0.21}` (only what changed), `{"op": "redraw", …}`,
/// `{"op": "move", …, "z": 0}`, `{"op": "remove", …}`.
struct LayerJSON {
    /// Each layer's properties as last printed, to print only what an update changes.
    private var properties: [GroupKey: LayerProperties] = [:]

    /// The operations of `transaction` as JSON objects, in order.
    mutating func operations(_ transaction: LayerTransaction) -> [String] {
        transaction.operations.map { operation in
            let key = operation.key
            var fields = [("op", Format.quoted(operation.kind.rawValue)),
                          ("layer", Format.quoted(transaction.names[key] ?? key.description))]
            switch operation {
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
            return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    /// A hosted view's slot as the driver reports it: `{"name", "layer", "frame",
    /// "opacity"}`, and `"transform": [a, b, c, d]` when it is scaled or turned.
    static func slot(_ slot: HostedSlot, names: [GroupKey: String]) -> String {
        let frame = slot.frame
        var fields = [("name", Format.quoted(slot.name)),
                      ("layer", slot.layer.map { Format.quoted(names[$0] ?? $0.description) } ?? "null"),
                      ("frame", "{\"x\": \(Format.number(frame.minX)), \"y\": \(Format.number(frame.minY)), "
                          + "\"width\": \(Format.number(frame.width)), \"height\": \(Format.number(frame.height))}"),
                      ("opacity", Format.number(slot.opacity))]
        let t = slot.transform
        if !t.isIdentity { fields.append(("transform", "[" + [t.a, t.b, t.c, t.d].map(Format.number).joined(separator: ", ") + "]")) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
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
