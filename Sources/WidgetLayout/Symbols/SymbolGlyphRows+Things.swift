extension SymbolGlyphTable {
    /// Rows of the table: home, work and objects, media, devices and connectivity.
    static let thingRows = """
        # Home, work and objects
        house.fill                                  home                         E88A  ⌂
        house                                       home                         E88A  ⌂  outline
        building.fill                               business                     E0AF  ▥
        building.2.fill                             apartment                    EA40  ▥
        building.columns.fill                       account_balance              E84F  ▥
        storefront.fill                             storefront                   EA12  ▥
        gearshape.fill                              settings                     E8B8  ⚙
        gearshape                                   settings                     E8B8  ⚙  outline
        gear                                        settings                     E8B8  ⚙  outline
        wrench.fill                                 build                        E869  ⚒
        slider.horizontal.3                         tune                         E429  ☰
        bell.fill                                   notifications                E7F4  ⍾
        bell                                        notifications_none           E7F5  ⍾
        bell.slash.fill                             notifications_off            E7F6  ⍾
        bell.slash                                  notifications_off            E7F6  ⍾
        bell.and.waves.left.and.right.fill          notifications_active         E7F7  ⍾
        cart.fill                                   shopping_cart                E8CC  ⊻
        cart                                        shopping_cart                E8CC  ⊻  outline
        cart.badge.plus                             add_shopping_cart            E854  ⊻
        bag.fill                                    shopping_bag                 F1CC  ⊻
        bag                                         shopping_bag                 F1CC  ⊻  outline
        basket.fill                                 shopping_basket              E8CB  ⊻
        creditcard.fill                             credit_card                  E870  ▭
        creditcard                                  credit_card                  E870  ▭  outline
        giftcard.fill                               redeem                       E8B1  ▭
        dollarsign.circle.fill                      monetization_on              E263  $
        dollarsign                                  attach_money                 E227  $
        eurosign                                    euro                         EA15  €
        sterlingsign                                currency_pound               EAF1  £
        yensign                                     currency_yen                 EAFB  ¥
        bitcoinsign                                 currency_bitcoin             EBC5  ₿
        book.fill                                   menu_book                    EA19  ▥
        book                                        menu_book                    EA19  ▥  outline
        book.closed.fill                            book                         E865  ▥
        book.closed                                 book                         E865  ▥  outline
        books.vertical.fill                         library_books                E02F  ▥
        books.vertical                              library_books                E02F  ▥  outline
        newspaper.fill                              newspaper                    EB81  ▤
        newspaper                                   newspaper                    EB81  ▤  outline
        graduationcap.fill                          school                       E80C  •
        backpack.fill                               backpack                     F19C  •
        chair.fill                                  chair_alt                    EFEE  •
        key.fill                                    key                          E73C  ⚿
        key                                         key                          E73C  ⚿  outline
        lock.fill                                   lock                         E897  ⚿
        lock                                        lock_outline                 E899  ⚿
        lock.open.fill                              lock_open                    E898  ⚿
        shield.fill                                 shield                       E9E0  ⛨
        shield                                      shield                       E9E0  ⛨  outline
        cup.and.saucer.fill                         coffee                       EFEF  ◡
        cup.and.saucer                              coffee                       EFEF  ◡  outline
        mug.fill                                    local_cafe                   E541  ◡
        fork.knife                                  restaurant                   E56C  Ψ
        takeoutbag.and.cup.and.straw.fill           takeout_dining               EA74  ⊻
        takeoutbag.and.cup.and.straw                takeout_dining               EA74  ⊻  outline
        takeoutbag.fill                             takeout_dining               EA74  ⊻
        wineglass.fill                              wine_bar                     F1E8  •
        scissors                                    content_cut                  E14E  ✂
        chevron.left.forwardslash.chevron.right     code                         E86F  ‹
        paperclip                                   attach_file                  E226  •
        link                                        link                         E157  ∞
        printer.fill                                print                        E8AD  ⎙
        printer                                     print                        E8AD  ⎙  outline
        trash.fill                                  delete                       E872  ⌫
        trash                                       delete_outline               E92E  ⌫
        archivebox.fill                             archive                      E149  ▤
        tray.fill                                   inbox                        E156  ▤
        shippingbox.fill                            inventory_2                  E1A1  ▤
        puzzlepiece.fill                            extension                    E87B  ▤
        puzzlepiece.extension.fill                  extension                    E87B  ▤
        paintbrush.fill                             brush                        E3AE  ✎
        paintpalette.fill                           palette                      E40A  ✎
        pencil                                      edit                         E3C9  ✎
        pencil.slash                                edit_off                     E950  ✎
        magnifyingglass                             search                       E8B6  ⌕
        plus.magnifyingglass                        zoom_in                      E8FF  ⌕
        minus.magnifyingglass                       zoom_out                     E900  ⌕
        square.grid.2x2                             grid_view                    E9B0  ▦
        square.grid.3x3.fill                        apps                         E5C3  ▦
        square.on.square                            filter_none                  E3E0  ▢
        square.stack.3d.up.fill                     layers                       E53B  ▤
        square.3.layers.3d                          layers                       E53B  ▤
        list.bullet                                 format_list_bulleted         E241  ☰
        list.number                                 format_list_numbered         E242  ☰
        list.dash                                   list                         E896  ☰
        checklist                                   checklist                    E6B1  ☰
        line.3.horizontal                           menu                         E5D2  ☰
        line.3.horizontal.decrease                  filter_list                  E152  ☰
        text.alignleft                              format_align_left            E236  ☰
        text.aligncenter                            format_align_center          E234  ☰
        text.alignright                             format_align_right           E237  ☰
        ellipsis                                    more_horiz                   E5D3  …
        ellipsis.vertical                           more_vert                    E5D4  ⋮
        folder.fill                                 folder                       E2C7  ▭
        folder                                      folder                       E2C7  ▭  outline
        folder.badge.plus                           create_new_folder            E2CC  ▭
        doc.fill                                    insert_drive_file            E24D  ▯
        doc                                         insert_drive_file            E24D  ▯  outline
        doc.viewfinder                              document_scanner             E5FA  ▯
        doc.viewfinder.fill                         document_scanner             E5FA  ▯
        doc.text.fill                               description                  E873  ▯
        doc.text                                    description                  E873  ▯  outline
        doc.on.doc.fill                             file_copy                    E173  ▯
        doc.on.doc                                  content_copy                 E14D  ▯
        clipboard                                   content_paste                E14F  ▯
        bubble.left.fill                            chat_bubble                  E0CA  ✉
        message.fill                                chat_bubble                  E0CA  ✉
        bubble.left                                 chat_bubble_outline          E0CB  ✉
        text.bubble.fill                            chat                         E0B7  ✉
        quote.bubble.fill                           format_quote                 E244  ❝
        quote.bubble                                format_quote                 E244  ❝  outline
        bubble.left.and.bubble.right.fill           forum                        E0BF  ✉
        quote.opening                               format_quote                 E244  ❝  half
        quote.closing                               format_quote                 E244  ❞
        envelope.fill                               email                        E0BE  ✉
        envelope                                    mail_outline                 E0E1  ✉
        envelope.open.fill                          drafts                       E151  ✉
        envelope.badge.fill                         mark_email_unread            F18A  ✉
        paperplane.fill                             send                         E163  ✈
        paperplane                                  send                         E163  ✈  outline
        phone.fill                                  phone                        E0CD  ✆
        phone                                       phone                        E0CD  ✆  outline
        phone.down.fill                             call_end                     E0B1  ✆
        phone.arrow.up.right.fill                   phone_forwarded              E61C  ✆
        video.fill                                  videocam                     E04B  ▶
        video                                       videocam                     E04B  ▶  outline
        video.slash.fill                            videocam_off                 E04C  ▶
        mic.fill                                    mic                          E029  ♪
        mic                                         mic_none                     E02A  ♪
        mic.slash.fill                              mic_off                      E02B  ♪
        camera.fill                                 photo_camera                 E412  ◙
        camera                                      photo_camera                 E412  ◙  outline
        camera.rotate.fill                          flip_camera_ios              EA38  ◙
        photo.fill                                  image                        E3F4  ▨
        photo                                       image                        E3F4  ▨  outline
        photo.on.rectangle                          collections                  E3B6  ▨
        qrcode                                      qr_code                      EF6B  ▦
        qrcode.viewfinder                           qr_code_scanner              F206  ▦
        at                                          alternate_email              E0E6  @
        number                                      tag                          E9EF  #
        percent                                     percent                      EB58  %
        bold                                        format_bold                  E238  B
        italic                                      format_italic                E23F  I
        underline                                   format_underlined            E249  U
        strikethrough                               strikethrough_s              E257  S
        # Media
        play.fill                                   play_arrow                   E037  ▶
        play                                        play_arrow                   E037  ▷  outline
        play.circle.fill                            play_circle                  E1C4  ▶
        play.circle                                 play_circle_outline          E039  ▷
        pause.fill                                  pause                        E034  ⏸
        pause                                       pause                        E034  ⏸  outline
        pause.circle.fill                           pause_circle                 E1A2  ⏸
        pause.circle                                pause_circle_outline         E036  ⏸
        stop.fill                                   stop                         E047  ⏹
        stop                                        stop                         E047  ⏹  outline
        stop.circle.fill                            stop_circle                  EF71  ⏹
        backward.fill                               fast_rewind                  E020  «
        forward.fill                                fast_forward                 E01F  »
        backward.end.fill                           skip_previous                E045  ⏮
        forward.end.fill                            skip_next                    E044  ⏭
        gobackward.5                                replay_5                     E05B  ↺
        goforward.5                                 forward_5                    E058  ↻
        gobackward.10                               replay_10                    E059  ↺
        goforward.10                                forward_10                   E056  ↻
        gobackward.30                               replay_30                    E05A  ↺
        goforward.30                                forward_30                   E057  ↻
        eject.fill                                  eject                        E8FB  ⏏
        music.note                                  music_note                   E405  ♪
        music.note.list                             queue_music                  E03D  ♫
        music.mic                                   mic_external_on              EF5A  ♪
        headphones                                  headphones                   F01F  ♫
        airpods                                     earbuds                      F003  ♫
        speaker.fill                                volume_mute                  E04E  ◁
        speaker.slash.fill                          volume_off                   E04F  ◁
        speaker.wave.1.fill                         volume_down                  E04D  ◁
        speaker.wave.2.fill                         volume_up                    E050  ◁
        hifispeaker.fill                            speaker                      E32D  ▯
        radio.fill                                  radio                        E03E  ▭
        film.fill                                   movie                        E02C  ▭
        film                                        movie                        E02C  ▭  outline
        tv.fill                                     tv                           E333  ▭
        tv                                          tv                           E333  ▭  outline
        gamecontroller.fill                         sports_esports               EA28  ▭
        dice.fill                                   casino                       EB40  ⚄
        waveform                                    graphic_eq                   E1B8  ∿
        waveform.path.ecg                           monitor_heart                EAA2  ∿
        theatermasks.fill                           theater_comedy               EA66  ☺
        ticket.fill                                 confirmation_number          E638  ▭
        # Devices and connectivity
        iphone                                      smartphone                   E32C  ▯
        ipad                                        tablet_mac                   E331  ▯
        laptopcomputer                              laptop                       E31E  ▭
        desktopcomputer                             desktop_mac                  E30B  ▭
        display                                     monitor                      EF5B  ▭
        applewatch                                  watch                        E334  ◷
        keyboard                                    keyboard                     E312  ⌨
        computermouse.fill                          mouse                        E323  ▯
        cpu                                         memory                       E322  ▦
        sdcard.fill                                 sd_card                      E623  ▯
        simcard.fill                                sim_card                     E32B  ▯
        server.rack                                 dns                          E875  ▤
        wifi                                        wifi                         E63E  ≋
        wifi.slash                                  wifi_off                     E648  ≋
        wifi.exclamationmark                        signal_wifi_bad              F063  ≋
        antenna.radiowaves.left.and.right           cell_tower                   EBBA  ≋
        dot.radiowaves.left.and.right               sensors                      E51E  ≋
        cellularbars                                signal_cellular_alt          E202  ▂
        personalhotspot                             wifi_tethering               E1E2  ≋
        airplane                                    flight                       E539  ✈
        airplane.departure                          flight_takeoff               E905  ✈
        airplane.arrival                            flight_land                  E904  ✈
        battery.100                                 battery_full                 E1A4  ▮  quarter
        battery.100percent                          battery_full                 E1A4  ▮  quarter
        battery.75                                  battery_5_bar                EBD4  ▮  quarter
        battery.75percent                           battery_5_bar                EBD4  ▮  quarter
        battery.50                                  battery_3_bar                EBDD  ▯  quarter
        battery.50percent                           battery_3_bar                EBDD  ▯  quarter
        battery.25                                  battery_2_bar                EBE0  ▯  quarter
        battery.25percent                           battery_2_bar                EBE0  ▯  quarter
        battery.0                                   battery_0_bar                EBDC  ▯  quarter
        battery.0percent                            battery_0_bar                EBDC  ▯  quarter
        battery.100.bolt                            battery_charging_full        E1A3  ϟ  quarter
        battery.100percent.bolt                     battery_charging_full        E1A3  ϟ  quarter
        powerplug.fill                              power                        E63C  ϟ
        power                                       power_settings_new           E8AC  ⏻
        flashlight.on.fill                          flashlight_on                F00B  ☼
        poweroutlet.type.b.fill                     outlet                       F1D4  ▯
        """
}
