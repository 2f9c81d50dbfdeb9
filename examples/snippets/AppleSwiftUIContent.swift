// snippet.hide
// docs/Apple.md, "SwiftUI views as content". The doc quotes the lines outside
// snippet.hide/snippet.show (scripts/snippets.py check).
// snippet-build: ios
import PopupKit
import PopupKitSwiftUI
import SwiftUI

struct OfferCard: View {
    var body: some View { Text("20% off this week") }
}

// snippet.show
struct StoreView: View {
    @State private var showsOffer = false
    @State private var copied = false

    var body: some View {
        VStack {
            Button("Offer") { showsOffer = true }
                .popup(isPresented: $showsOffer) {            // any SwiftUI view in a popup card
                    VStack {
                        OfferCard()
                        Button("Close") { showsOffer = false }
                    }
                }
            Button("Copy code") { copied = true }
                .toast(isPresented: $copied, position: .top) {   // or in a toast
                    Label("Code copied", systemImage: "doc.on.doc")
                }
        }
    }
}
// snippet.hide
