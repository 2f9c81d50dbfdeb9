import PopupKit
import PopupKitSwiftUI
import SwiftUI

/// SwiftUI views as notices' content: a card in a popup, a label in a toast.
/// The notice draws its card around the view; SwiftUI sizes the view at the
/// width the screen leaves, so its text wraps.
struct SwiftUIContentSection: View {
    @State private var showsCard = false
    @State private var showsUndo = false
    @State private var archived = 0

    var body: some View {
        Section("SwiftUI content") {
            Button("A SwiftUI card as a popup") { showsCard = true }
                .popup(isPresented: $showsCard) {
                    WelcomeCard { showsCard = false }
                }
            Button("A SwiftUI view as a toast (archived \(archived))") {
                archived += 1
                showsUndo = true
            }
            .toast(isPresented: $showsUndo, position: .bottom, duration: .seconds(4)) {
                HStack(spacing: 12) {
                    Image(systemName: "archivebox")
                    Text("\(archived) archived").bold()
                    Button("Undo") {
                        archived -= 1
                        showsUndo = false
                    }
                }
                .foregroundStyle(.white)
            }
        }
    }
}

/// A card with a title, a text that wraps and a button that closes it.
private struct WelcomeCard: View {
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Welcome to PopupKit").font(.headline)
            Text("Any SwiftUI view can be a notice's content: this card is one, sized by SwiftUI and "
                 + "shown in a popup above sheets and full-screen covers.")
                .font(.subheadline)
                .fixedSize(horizontal: false, vertical: true)
            Button("Got it", action: close)
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(4)
    }
}
