// AppleUIDeclarations: Apple's UIKit, QuartzCore, Core Graphics and Core Foundation
// run-loop API, declared (never implemented) for platforms that do not have UIKit.
//
// What it is. Declarations copied member by member from Apple's documentation
// (developer.apple.com), limited to what PopupKit's UIKit host uses. Each declaration
// carries the URL of its documentation page on the line above it, keeps the isolation
// the page shows (`@MainActor` UIKit classes, `nonisolated` constants, plain Core
// Animation and Core Graphics types), Apple's Sendable conformances, and is `open`
// where UIKit lets an app override it. Every body traps with
// `fatalError("declaration only")`: nothing here runs. Only the constants (notification
// names, user-info keys, raw values) hold real values.
//
// Availability. Between the URL line and the declaration, each declaration carries
// Apple's availability as the iPhoneOS SDK writes it (headers and Swift interfaces),
// one line of introductions and one line per unavailable platform:
//
//     @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
//     @available(watchOS, unavailable)
//     @available(macCatalyst, unavailable)
//
// A member without one has its type's (or its extension's). Every top-level declaration
// and every extension adding a conformance has an iOS version; where neither the SDK
// nor the documentation gives one (Core Foundation, Core Graphics and Core Text types,
// a few UIKit protocols and structures), it is `iOS 2.0`: available on every iOS, as
// Swift imports it. A conformance newer than its type is an extension of its own
// (`extension UIView: UITraitChangeObservable` is iOS 17). The Linux compiler ignores
// all of it; scripts/apple-declarations.py reads it to check the hosts' uses against
// the package's iOS floor, and `make ios-check`, which type-checks the hosts against a
// real iPhoneOS SDK, is the real check.
//
// Why. UIKit does not exist on Linux, so without these declarations the UIKit host
// could only be compiled on an Apple machine. With them, the host's glue code is
// type-checked on Linux under Swift 6 strict concurrency, where isolation and Sendable
// mistakes show up. The compiler checks names, types and isolation; it does not check
// Apple's behaviour, availability (see above) or anything Objective-C (`@objc`,
// `#selector`), which only an Apple build does.
//
// Empty on Apple platforms. Every file is wrapped in `#if !canImport(UIKit)`, so where
// UIKit exists this module has no declarations at all.
//
// Never import it where UIKit exists. Host files import it only in the `#else` branch:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import AppleUIDeclarations
//     #endif
//
// Foundation on Linux already has CGFloat, CGPoint, CGSize, CGRect, NSObject,
// NSObjectProtocol, NSCoder, NSCopying, NotificationCenter, Notification,
// NSNotification.Name, RunLoop, OperationQueue, NSAttributedString, URL and Data; they
// are not redeclared here (a second declaration would make every use ambiguous).
// The host must not import Linux's CoreFoundation module next to this one: the
// run-loop names declared in CoreFoundationRunLoop.swift would then be ambiguous.
//
// Text is drawn with UIKit's NSAttributedString drawing additions
// (`draw(with:options:context:)`, `boundingRect(with:options:context:)`), not Core Text:
// Core Text takes CFAttributedString, CFArray and CFDictionary, which Apple reaches by
// toll-free bridging casts (`as CFAttributedString`) that cannot be written on Linux.
//
// scripts/apple-declarations.py checks that every declaration has its URL line and,
// with --check-usage, that the hosts use every declared name.
