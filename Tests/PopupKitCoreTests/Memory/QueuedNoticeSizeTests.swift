import Testing
@testable import PopupKitCore

/// What one queued notice costs the engine: a compact record in a dense table,
/// the rarely set parts out of line, and nothing allocated for a plain popup.
@Suite("A queued notice is small")
struct QueuedNoticeSizeTests {
    @Test("A record fits in 136 bytes, its content in 88 and a queue entry in 24")
    func inlineSizes() {
        // The budget a million queued notices pay a million times (BENCHMARKS.md):
        // a content field added inline, or an extra moved back into the record,
        // shows here first.
        #expect(MemoryLayout<NoticeRecord>.stride <= 136)
        #expect(MemoryLayout<QueueEntry>.stride <= 24)
        #expect(MemoryLayout<Notice.Content>.stride <= 88)
    }

    @Test("A plain waiting popup has no extras box; one with an expiry has one")
    func extrasOnlyWhenSet() {
        var engine = NoticeEngine()
        engine.send(.suspend(.popup), now: .zero)
        engine.send(.submit(Notice(id: "plain", .popup(Popup(title: "Hi")))), now: .zero)
        engine.send(.submit(Notice(id: "timed", .popup(Popup(title: "Hi")), expiresAfter: .seconds(5))), now: .zero)
        let plain = engine.serialByID["plain"].flatMap { engine.items[$0] }
        let timed = engine.serialByID["timed"].flatMap { engine.items[$0] }
        #expect(plain?.extras == nil)
        #expect(timed?.extras != nil)
        #expect(timed?.expiresAt == Instant.zero + TimeSpan(.seconds(5)))
    }

    @Test("A look set and removed leaves a notice equal to one that never had one")
    func emptyDressingIsNoDressing() {
        var toast = Toast(message: "Hi")
        toast.look = Attachment(7)
        #expect(toast != Toast(message: "Hi"))
        toast.look = nil
        #expect(toast == Toast(message: "Hi"))
        toast.hosted = HostedContent(name: "chart", size: Size(width: 10, height: 10))
        toast.customContent = Attachment("custom")
        toast.hosted = HostedContent(name: "chart", size: Size(width: 10, height: 10))
        #expect(toast.customContent == nil, "a hosted view replaces custom content")
        toast.customContent = Attachment("custom")
        #expect(toast.hosted == nil, "custom content replaces a hosted view")
        #expect(toast.customContent == Attachment("custom"))
    }

    @Test("Copies of an engine never share a change to a record's extras")
    func extrasAreValues() {
        var engine = NoticeEngine()
        engine.send(.suspend(.popup), now: .zero)
        engine.send(.submit(Notice(id: "a", .popup(Popup(title: "Hi")), expiresAfter: .seconds(5))), now: .zero)
        let copy = engine
        engine.send(.submit(Notice(id: "a", .popup(Popup(title: "Hi")), expiresAfter: .seconds(9))), now: .zero)
        let serial = engine.serialByID["a"]!
        #expect(engine.items[serial]?.expiresAt == Instant.zero + TimeSpan(.seconds(9)))
        #expect(copy.items[serial]?.expiresAt == Instant.zero + TimeSpan(.seconds(5)))
    }

    @Test("Removing records from the middle keeps every other record found by its serial")
    func denseTableRemoval() {
        var table = NoticeTable()
        for serial in UInt64(0)..<1_000 {
            table[serial] = NoticeRecord(serial: serial, id: NoticeID("n\(serial)"), lane: .popup,
                                         payload: .notice(.popup(Popup(title: "P"))), scope: nil,
                                         receivedAt: .zero, tapToDismiss: false)
        }
        for serial in stride(from: UInt64(0), to: 1_000, by: 3) { _ = table.removeValue(forKey: serial) }
        #expect(table.count == 666)
        for serial in UInt64(0)..<1_000 {
            #expect(table.read(serial, \.id) == (serial % 3 == 0 ? nil : NoticeID("n\(serial)")))
        }
        for serial in UInt64(0)..<1_000 where serial % 3 != 0 { table[serial] = nil }
        #expect(table.count == 0)
        #expect(table.all.isEmpty)
    }
}
