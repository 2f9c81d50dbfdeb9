import PopupKitCore
import PopupKitPresentation
import PopupKitStage

/// What a center's stage starts from (all of it `Sendable`, so the shared center
/// can be made on any thread and build its stage on the main actor).
struct StageSeed: Sendable {
    var configuration = EngineConfiguration()
    var rules = RuleBook()
    var container = Container()
    var styles = StyleSheet()

    func make(measurer: any TextMeasuring) -> Stage {
        Stage(engine: NoticeEngine(configuration: configuration, rules: rules), container: container, styles: styles,
              measurer: CachingTextMeasurer(measurer))
    }
}
