/// What WhatsApp writes in place of media, in the languages of the phones that export: media left out
/// of the export (Android writes one line for every kind, iOS one per kind), and the files attached
/// beside it (`IMG-1.jpg (file attached)`, `<attached: 00000042-PHOTO.jpg>`). Compared without their
/// brackets (locales use `<>` or `‹›`), case and invisible marks.
enum WhatsAppMarkers {
    /// Left out, by kind.
    static let omitted: [String: TelegramMedia] = {
        var table: [String: TelegramMedia] = [:]
        let media = TelegramMedia.other("media omitted")
        for words in ["media omitted", "medien ausgelassen", "médias omis", "medias omis", "multimedia omitido", "archivo omitido",
                      "mídia oculta", "midia oculta", "arquivo de mídia oculto", "media weggelaten", "media omessi", "без медиафайлов",
                      "medya dahil edilmedi", "メディアなし", "メディアは含まれていません", "تم استبعاد الوسائط", "الوسائط محذوفة",
                      "媒体文件已省略", "미디어 파일 생략됨", "media dihilangkan", "media tidak disertakan"] {
            table[words] = media
        }
        let kinds: [(TelegramMedia, [String])] = [
            (.photo(), ["image omitted", "bild weggelassen", "image absente", "imagen omitida", "imagem ocultada", "immagine omessa", "画像は含まれていません", "تم استبعاد الصورة"]),
            (.video(duration: nil), ["video omitted", "video weggelassen", "vidéo absente", "video omitido", "vídeo omitido", "vídeo ocultado", "video omesso", "動画は含まれていません"]),
            (.voice(duration: nil), ["audio omitted", "audio weggelassen", "audio omis", "audio omitido", "áudio ocultado", "audio omesso", "音声は含まれていません"]),
            (.sticker(nil), ["sticker omitted", "sticker weggelassen", "sticker omis", "sticker omitido", "figurinha omitida", "sticker omesso", "ステッカーは含まれていません"]),
            (.video(duration: nil, gif: true), ["gif omitted", "gif weggelassen", "gif omis", "gif omitido", "gif omesso"]),
            (.document(name: nil), ["document omitted", "dokument weggelassen", "document omis", "documento omitido", "documento omesso", "書類は含まれていません"]),
            (.contact(name: "Contact", phone: nil), ["contact card omitted", "kontaktkarte weggelassen", "fiche contact omise", "tarjeta de contacto omitida"]),
        ]
        for (kind, spellings) in kinds { for words in spellings { table[words] = kind } }
        return table
    }()

    /// Words that say a file is attached: after it in parentheses (Android) or before it with a colon in
    /// angle brackets (iOS), or after it in brackets (some iOS locales).
    static let attachedWords: Set<String> = ["file attached", "datei angehängt", "fichier joint", "archivo adjunto", "arquivo anexado",
                                             "file allegato", "bestand bijgevoegd", "файл прикреплен", "dosya ekli", "ファイル添付",
                                             "الملف مرفق", "attached", "anhang", "angehängt", "pièce jointe", "anexo", "adjunto", "allegato",
                                             "bijlage", "添付ファイル", "مرفق"]

    static func omitted(_ text: String) -> TelegramMedia? { omitted[bare(text)] }

    /// The attached file and the caption (the lines after the marker), if the first line is a marker.
    static func attachment(_ text: String) -> (file: String, caption: String)? {
        let firstLine = text.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        let caption = String(text.drop { $0 != "\n" }.drop { $0 == "\n" })
        // <attached: FILE>, < attached: FILE >, <Anhang: FILE>
        if let open = firstLine.first, opening.contains(open), let close = firstLine.last, closing.contains(close),
           let colon = firstLine.firstIndex(of: ":"), attachedWords.contains(bare(String(firstLine[..<colon]))) {
            let file = firstLine[firstLine.index(after: colon)..<firstLine.index(before: firstLine.endIndex)].trimmingCharacters(in: .whitespaces)
            return file.isEmpty ? nil : (file, caption)
        }
        // FILE (file attached), FILE <attached>
        for (open, close) in [("(", ")"), ("<", ">"), ("‹", "›"), ("‹", ">")] where firstLine.hasSuffix(close) {
            guard let start = firstLine.range(of: " " + open, options: .backwards) else { continue }
            let label = firstLine[start.upperBound...].dropLast(close.count)
            let file = firstLine[..<start.lowerBound].trimmingCharacters(in: .whitespaces)
            if attachedWords.contains(bare(String(label))), !file.isEmpty { return (file, caption) }
        }
        return nil
    }

    static let opening: Set<Character> = ["<", "‹"]
    static let closing: Set<Character> = [">", "›"]

    /// Lowercased, without the brackets and spaces around it.
    static func bare(_ text: String) -> String {
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        if let first = s.first, opening.contains(first) { s = s.dropFirst() }
        if let last = s.last, closing.contains(last) { s = s.dropLast() }
        return s.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
