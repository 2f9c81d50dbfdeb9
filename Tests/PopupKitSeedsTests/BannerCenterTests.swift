import CenterHarness
import Foundation
import PopupKitSeeds
import Testing

/// WPToastManager's calls: push, loadControlInfo, the delegate
/// (docs/Migrating/WPToastManager.md).
@Suite("WPToastManager calls", .serialized)
@MainActor
struct BannerCenterTests {
    final class Listener: BannerCenterDelegate {
        var heard: [String] = []
        var ends: [String: Outcome] = [:]
        func bannerCenter(_ center: BannerCenter, didShow message: BannerMessage) { heard.append("show \(message.title ?? "")") }
        func bannerCenter(_ center: BannerCenter, didTap message: BannerMessage) { heard.append("tap \(message.title ?? "")") }
        func bannerCenter(_ center: BannerCenter, didEnd message: BannerMessage, outcome: Outcome) {
            heard.append("end \(message.title ?? "")")
            ends[message.title ?? ""] = outcome
        }
    }

    @Test("control info: a higher priority replaces the visible message; a lower one waits; the delegate hears each")
    func priorities() async {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        let listener = Listener()
        banners.delegate = listener
        banners.loadControlInfo([BannerControlInfo(type: "debug", interval: .seconds(3), expiration: .seconds(10), priority: 1),
                                 BannerControlInfo(type: "debug2", interval: .zero, expiration: .seconds(10), priority: 20)])
        banners.push(BannerMessage(type: "debug", title: "low", displayTime: .seconds(5)))
        await harness.advance(by: 1)
        banners.push(BannerMessage(type: "debug2", title: "high", displayTime: .seconds(2)))
        await harness.advance(by: 4)
        #expect(Array(listener.heard.prefix(3)) == ["show low", "end low", "show high"], "\(listener.heard)")
        #expect(listener.ends["low"] == .dismissed(.preempted))
        #expect(listener.ends["high"] == .dismissed(.timeout))
    }

    @Test("a message's own expiration drops it while it waits")
    func expiration() async {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        let listener = Listener()
        banners.delegate = listener
        banners.push(BannerMessage(title: "first", displayTime: .seconds(5)))
        var late = BannerMessage(title: "late", displayTime: .seconds(5))
        late.expiration = .seconds(2)
        banners.push(late)
        await harness.advance(by: 3)
        #expect(listener.ends["late"] == .expired, "\(listener.heard)")
    }

    @Test("a tap calls the message's own handler and the delegate once")
    func tap() async throws {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        let listener = Listener()
        banners.delegate = listener
        let calls = CallCounter()
        let ticket = banners.push(BannerMessage(title: "Ana", displayTime: .seconds(5), onTap: { calls.record("onTap") }))
        await harness.advance(by: 1)
        harness.center.tap(ticket.id)
        await harness.advance(by: 1)
        #expect(calls.all == ["onTap": 1])
        #expect(listener.heard.filter { $0 == "tap Ana" }.count == 1, "\(listener.heard)")
    }

    @Test("control info interval: a type shows no sooner than its interval after its last message; those pushed meanwhile all show in turn")
    func interval() async {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        let listener = Listener()
        banners.delegate = listener
        banners.loadControlInfo([BannerControlInfo(type: "chat", interval: .seconds(2), expiration: .seconds(30), priority: 1)])
        let a = banners.push(BannerMessage(type: "chat", title: "a", displayTime: .seconds(1)))
        await harness.advance(by: 0.5)
        let b = banners.push(BannerMessage(type: "chat", title: "b", displayTime: .seconds(1)))
        await harness.advance(by: 0.5)
        let c = banners.push(BannerMessage(type: "chat", title: "c", displayTime: .seconds(1)))
        await harness.advance(by: 6)
        #expect(harness.lines(a.id).contains("0.0 shown"))
        #expect(harness.lines(b.id).contains("2.0 shown"), "\(harness.lines(b.id))")
        #expect(harness.lines(c.id).contains("4.0 shown"), "\(harness.lines(c.id))")
        #expect(listener.heard.filter { $0.hasPrefix("show") } == ["show a", "show b", "show c"])
        #expect(listener.ends.values.allSatisfy { $0 == .dismissed(.timeout) } && listener.ends.count == 3)
    }

    @Test("control info expiration: a message of the type still waiting that long after it was pushed expires")
    func ruleExpiration() async {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        let listener = Listener()
        banners.delegate = listener
        banners.loadControlInfo([BannerControlInfo(type: "alert", priority: 10),
                                 BannerControlInfo(type: "promo", expiration: .seconds(2), priority: 1)])
        banners.push(BannerMessage(type: "alert", title: "alert", displayTime: .seconds(5)))
        let promo = banners.push(BannerMessage(type: "promo", title: "promo", displayTime: .seconds(5)))
        await harness.advance(by: 3)
        #expect(listener.ends["promo"] == .expired)
        #expect(harness.lines(promo.id).last == "2.0 expired", "\(harness.lines(promo.id))")
    }

    @Test("removeCurrentMessage is hideAll(.banner, clearQueue: false): the next one shows; removeMessage is dismiss: a waiting one is withdrawn")
    func removal() async {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        let listener = Listener()
        banners.delegate = listener
        banners.push(BannerMessage(title: "a", displayTime: .seconds(5)))
        let b = banners.push(BannerMessage(title: "b", displayTime: .seconds(5)))
        let c = banners.push(BannerMessage(title: "c", displayTime: .seconds(5)))
        await harness.advance(by: 1)
        harness.center.dismiss(c.id)
        harness.center.hideAll(.banner, clearQueue: false)
        await harness.advance(by: 0.5)
        #expect(listener.ends["c"] == .discarded(.withdrawn))
        #expect(listener.ends["a"] == .dismissed(.cleared))
        #expect(harness.center.phase(of: b.id) == .visible)
        #expect(listener.heard == ["show a", "end c", "end a", "show b"], "\(listener.heard)")
    }

    @Test("imageURL: the icon is the URL's text; a file name is no URL")
    func imageURL() throws {
        let url = try #require(URL(string: "https://example.com/face.png"))
        var message = BannerMessage(title: "Ana", imageURL: url)
        #expect(message.image == "https://example.com/face.png" && message.imageURL == url)
        message.image = "face.png"
        #expect(message.imageURL == nil)
        message.imageURL = url
        #expect(message.image == url.absoluteString)
    }
}

/// FGPopupScheduler's queue calls (docs/Migrating/FGPopupScheduler.md).
@Suite("FGPopupScheduler calls", .serialized)
@MainActor
struct PopupSchedulerQueueTests {
    @Test("isSuspended holds new popups back and reads back at once; isEmpty and clear")
    func queue() async {
        let harness = Harness()
        let popups = PopupScheduler(center: harness.center)
        #expect(popups.isEmpty && !popups.isSuspended)
        popups.isSuspended = true
        #expect(popups.isSuspended)
        popups.add(Popup(title: "first"))
        popups.add(Popup(title: "second"))
        await harness.advance(by: 1)
        #expect(!popups.isShowingPopup && popups.waitingCount == 2 && !popups.isEmpty)
        popups.isSuspended = false
        await harness.advance(by: 1)
        #expect(popups.isShowingPopup && popups.waitingCount == 1)
        popups.clear()
        await harness.advance(by: 1)
        #expect(popups.isEmpty)
        let ended = harness.events.compactMap(\.kind.reason)
        #expect(ended.filter { $0 == "cleared" }.count == 2)
    }

    @Test("shared(for:) is one scheduler per strategy, the same for every caller, in that order, leaving the default scheduler's alone")
    func sharedPerStrategy() async {
        let harness = Harness()
        let lifo = PopupScheduler.shared(for: .lifo, center: harness.center)
        let again = PopupScheduler.shared(for: .lifo, center: harness.center)
        let fifo = PopupScheduler.shared(for: .fifo, center: harness.center)
        #expect(lifo.name == again.name && lifo.name != fifo.name && lifo.name != nil)
        await harness.advance(by: 0)
        #expect(lifo.strategy == .lifo && fifo.strategy == .fifo)
        #expect(PopupScheduler(center: harness.center).strategy == harness.center.settings[strategyOf: nil],
                "the default scheduler keeps its own order")
        lifo.isSuspended = true
        let older = lifo.add(Popup(title: "older"))
        let newer = again.add(Popup(title: "newer"))
        let other = fifo.add(Popup(title: "another strategy's"))
        lifo.isSuspended = false
        await harness.advance(by: 0.5)
        #expect(harness.center.phase(of: newer.id) == .visible && harness.center.phase(of: older.id) == .waiting, "last in, first out")
        #expect(harness.center.phase(of: other.id) == .visible, "each strategy shows its own popup")
    }

    @Test("remove: a waiting popup is discarded withdrawn; the visible one is dismissed and the next shows once it has faded")
    func remove() async {
        let harness = Harness()
        let popups = PopupScheduler(center: harness.center)
        let first = popups.add(Popup(title: "first"))
        let second = popups.add(Popup(title: "second"))
        let third = popups.add(Popup(title: "third"))
        await harness.advance(by: 1)
        popups.remove(second.id)
        popups.remove(first.id)
        await harness.advance(by: 0.1)
        #expect(second.endedOutcome == .discarded(.withdrawn) && first.endedOutcome == .dismissed(.api))
        #expect(harness.center.phase(of: third.id) == .waiting, "the first still fades out")
        await harness.advance(by: 0.2)
        #expect(harness.center.phase(of: third.id) == .visible && popups.waitingCount == 0)
    }
}

@Suite("WPToastManager custom views", .serialized)
@MainActor
struct BannerCenterViewTests {
    @Test("preparing gives a type its own view; what it set up goes once the banner has slid away, or at once if it never showed")
    func preparedMessages() async throws {
        let harness = Harness()
        let banners = BannerCenter(center: harness.center)
        var left: [NoticeID] = []
        banners.preparing = { message, _ in
            guard message.type == "promo" else { return message }
            var message = message
            message.hosted = HostedContent(name: "promo-card", width: 300, height: 80)
            return message
        }
        banners.messageLeft = { left.append($0) }
        let promo = banners.push(BannerMessage(type: "promo", title: "Sale", displayTime: .seconds(1)))
        await harness.advance(by: 0.5)
        let frame = try #require(harness.center.frame(of: promo.id))
        #expect(frame.height >= 80, "the banner holds the type's view")
        await harness.advance(by: 0.6)
        #expect(left.isEmpty, "still sliding out")
        await harness.advance(by: 1)
        #expect(left == [promo.id])
        var stale = BannerMessage(title: "stale", displayTime: .seconds(5))
        stale.expiration = .zero
        let blocker = banners.push(BannerMessage(title: "first", displayTime: .seconds(5)))
        let expired = banners.push(stale)
        await harness.advance(by: 0.1)
        #expect(left.contains(expired.id) && !left.contains(blocker.id))
    }
}
