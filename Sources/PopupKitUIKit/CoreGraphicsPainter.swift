// iOS and iPadOS (Mac Catalyst too) with the real UIKit, or Linux against its documented
// declarations; empty on macOS, tvOS, watchOS and visionOS (docs/Apple.md#platforms).
#if os(iOS) || !canImport(Darwin)
#if canImport(UIKit)
import UIKit
#else
import AppleUIDeclarations
import Foundation
#endif
import PopupKit
internal import PopupKitHost

/// Draws a layer's ``PaintCommand``s with Core Graphics into a bitmap of the
/// paint's bounds at the screen's scale: once per insert or redraw, never per
/// frame. Each command is one or two Core Graphics calls; what they mean (paths
/// as curves, shadows, fallbacks, fitting) was decided by ``LayerPaint``.
@MainActor
final class CoreGraphicsPainter {
    let images: UIKitImages
    var text: CoreTextTypesetter

    init(images: UIKitImages, text: CoreTextTypesetter) {
        self.images = images
        self.text = text
    }

    /// The bitmap of `paint`'s commands, its origin at the paint's bounds' origin.
    func bitmap(of paint: LayerPaint, scale: Double) -> CGImage? {
        guard let bounds = paint.bounds, bounds.width > 0, bounds.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: bounds.width, height: bounds.height), format: format)
        let image = renderer.image { context in
            let cg = context.cgContext
            cg.translateBy(x: -bounds.minX, y: -bounds.minY)
            draw(paint.commands, in: cg)
        }
        return image.cgImage
    }

    private func draw(_ commands: [PaintCommand], in cg: CGContext) {
        for command in commands { draw(command, in: cg) }
    }

    private func draw(_ command: PaintCommand, in cg: CGContext) {
        switch command {
        case let .fill(path, color):
            cg.setFillColor(CGColor.of(color))
            cg.addPath(CGPath.of(path))
            cg.fillPath(using: .winding)
        case let .fillWithShadow(path, color, shadow):
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: shadow.offset.width, height: shadow.offset.height), blur: shadow.blur,
                         color: CGColor.of(shadow.color))
            cg.setFillColor(CGColor.of(color))
            cg.addPath(CGPath.of(path))
            cg.fillPath(using: .winding)
            cg.restoreGState()
        case let .stroke(path, color, style):
            cg.saveGState()
            cg.setStrokeColor(CGColor.of(color))
            cg.setLineWidth(style.width)
            cg.setLineCap(style.cap == .round ? .round : .butt)
            cg.setLineJoin(style.join == .round ? .round : .miter)
            cg.setLineDash(phase: 0, lengths: style.dash.map { CGFloat($0) })
            cg.addPath(CGPath.of(path))
            cg.strokePath()
            cg.restoreGState()
        case let .radialGradient(clip, center, radius, inner, outer):
            let components = [inner.red, inner.green, inner.blue, inner.alpha, outer.red, outer.green, outer.blue, outer.alpha]
                .map { CGFloat($0) }
            guard let space = CGColorSpace(name: CGColorSpace.sRGB),
                  let gradient = CGGradient(colorSpace: space, colorComponents: components, locations: [0, 1], count: 2)
            else { return }
            cg.saveGState()
            cg.clip(to: CGRect(clip))
            cg.drawRadialGradient(gradient, startCenter: CGPoint(center), startRadius: 0, endCenter: CGPoint(center),
                                  endRadius: radius, options: [.drawsAfterEndLocation])
            cg.restoreGState()
        case let .text(placement, color):
            text.draw(placement, color: color, in: cg)
        case .image(let slot):
            guard let image = images.image(for: slot.name), let rect = slot.fitted(imageSize: image.pointSize) else {
                draw(slot.fallback, in: cg)
                return
            }
            images.drawn(image, in: slot).draw(in: CGRect(rect))
        case .group(let group):
            cg.saveGState()
            let t = group.transform
            cg.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            cg.setAlpha(group.opacity)
            cg.beginTransparencyLayer(auxiliaryInfo: nil)
            draw(group.commands, in: cg)
            cg.endTransparencyLayer()
            cg.restoreGState()
        }
    }
}
#endif
