package import PopupKitHost

/// When the UIKit host makes VoiceOver announcements: VoiceOver drops an
/// announcement made next to another accessibility notification or while the
/// screen moves, so the driver holds each until the notice's show has settled
/// and makes it again when VoiceOver reports it cut off
/// (``AnnouncementSchedule/Timing/voiceOver``). A surface that answered `nil`
/// would announce in the commit that adds the notice, and VoiceOver would say
/// nothing.
package enum UIKitAnnouncements {
    package static let timing: AnnouncementSchedule.Timing? = .voiceOver
}
