// AppleSwiftUIDeclarations: the few SwiftUI declarations PopupKit's SwiftUI host uses,
// copied from Apple's documentation, for platforms without SwiftUI. Like
// AppleUIDeclarations (see its AppleUIDeclarations.swift): every declaration carries
// its documentation URL and Apple's availability, keeps Apple's isolation
// (`@MainActor @preconcurrency` protocols, `nonisolated` modifiers) and Sendable
// conformances, and every body traps. Empty where SwiftUI exists; never import it there:
//
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #else
//     import AppleSwiftUIDeclarations
//     #endif
//
// `import SwiftUI` brings UIKit with it on iOS, so this module re-exports
// AppleUIDeclarations. The `@Entry` macro cannot be declared here (its implementation
// ships with Apple's SDK): environment values are written with an EnvironmentKey.
#if !canImport(SwiftUI) && !canImport(Darwin)
@_exported import AppleUIDeclarations
import Foundation

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// SwiftUI makes Never a View, the body type of views that have no body.
// https://developer.apple.com/documentation/swift/never
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.property (Never's conformance)
    public var body: Never {
        fatalError("declaration only")
    }
}

/// Used implicitly: a `body` that implements a requirement marked `@ViewBuilder`
/// is built with it.
// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Used implicitly: builds a `@ViewBuilder` body of one view.
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>

    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body
}

/// The view a modifier is applied to, as its `body(content:)` receives it.
// https://developer.apple.com/documentation/swiftui/_viewmodifier_content
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.property (_ViewModifier_Content's conformance)
    public var body: Never {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct ModifiedContent<Content, Modifier> {
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    nonisolated public init(content: Content, modifier: Modifier) {
        fatalError("declaration only")
    }
}

/// Not Sendable, as SwiftUI declares it (a frozen struct without stored properties
/// would otherwise be Sendable implicitly). SwiftUI writes only the `unavailable` line;
/// the iOS line, the type's, is there because every conformance extension carries one.
// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@available(*, unavailable)
extension ModifiedContent: Sendable {}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.property (ModifiedContent's conformance)
    public var body: Never {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all,
                                           edges: Edge.Set = .all) -> some View {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
    // https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value

    // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {

    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency
    func makeUIView(context: Self.Context) -> Self.UIViewType

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:) (no page in the corpus; declared like https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:))
    @MainActor @preconcurrency
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator

    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)
    @MainActor @preconcurrency
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
}

extension UIViewRepresentable where Self.Coordinator == () {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator() (the default for a Void coordinator)
    public func makeCoordinator() -> Self.Coordinator {
        fatalError("declaration only")
    }
}

extension UIViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:) (the default implementation)
    @MainActor @preconcurrency
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {
        fatalError("declaration only")
    }
}

extension UIViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.property (UIViewRepresentable's default implementation)
    public var body: Never {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
}

// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions
    @available(iOS 16.0, tvOS 16.0, *)
    public var sizingOptions: UIHostingControllerSizingOptions {
        get { fatalError("declaration only") }
        set { fatalError("declaration only") }
    }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizethatfits(in:)
    public func sizeThatFits(in size: CGSize) -> CGSize {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/rawvalue
    public let rawValue: Int

    // https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/init(rawvalue:)
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/preferredcontentsize
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyView: View {
    // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/view/body-swift.property (AnyView's conformance)
    public var body: Never {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public let rawValue: UInt

    // https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Edge: Int8, CaseIterable {
    // https://developer.apple.com/documentation/swiftui/edge/top
    case top

    // https://developer.apple.com/documentation/swiftui/edge/set
    @frozen
    public struct Set: OptionSet {
        // https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public let rawValue: Int8

        // https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Edge.Set(rawValue: 15)
    }
}
/// Declared without its property-wrapper attribute (which needs an initialiser
/// the hosts never call): they hold bindings as values, never as `@Binding`.
// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Binding<Value> {
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("declaration only") }
        nonmutating set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value> {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("declaration only") }
        nonmutating set { fatalError("declaration only") }
    }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct Environment<Value> {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        fatalError("declaration only")
    }

    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value {
        fatalError("declaration only")
    }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}
#endif
