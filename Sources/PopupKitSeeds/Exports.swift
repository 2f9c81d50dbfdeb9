// What a migrating file imports instead of the library it leaves: the seeds' calls
// take and return PopupKit's types (`BannerMessage`, `ToastStyle`, `NoticeTicket`)
// and, where UIKit is, PopupKitUIKit's (`PopupHost`), so `import PopupKitSeeds`
// alone brings them along, as `import Toast_Swift` alone did.
@_exported import PopupKit
#if os(iOS) || !canImport(Darwin)
@_exported import PopupKitUIKit
#endif
