/// Top-level domains a URL without a scheme may end in (IANA's country codes, the original generic
/// domains and the newer ones people use in chats), as Telegram recognises links typed without "https://".
enum KnownTopLevelDomains {
    static let all: Set<String> = Set((countryCodes + " " + generic).split(whereSeparator: \.isWhitespace).map(String.init))

    private static let countryCodes = """
        ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz \
        ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk \
        fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir \
        is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk \
        ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl \
        pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc \
        td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw \
        рф рус укр бел қаз срб мкд 中国 中國 香港 台灣 台湾 日本 한국 ไทย இந்தியா भारत مصر السعودية امارات ايران
        """

    private static let generic = """
        com net org edu gov mil int info biz name pro aero coop museum mobi asia tel travel jobs cat post xxx \
        app dev io ai xyz online site store tech blog shop club live news art page link space website cloud \
        design top win wiki email zone media studio world team life today agency network digital group \
        solutions games game moe one run fun chat social community events guru ninja rocks academy school \
        church city land earth global ltd inc company services support systems software codes \
        money finance capital fund bank credit host hosting domains photo photos pics gallery video tube \
        film movie music band radio audio store market shopping sale deals coupons bio eco green health \
        care fit fitness yoga law legal tax work works jobs careers icu vip lol wtf red blue pink black \
        gold plus pw bot help how new now day best cool lat vin win cafe bar pub pizza beer wine menu \
        kitchen recipes restaurant travel tours holiday flights hotel house home homes realty estate \
        build tools tips guide review reviews report press gay lgbt kim mom ooo kids baby family dog \
        cat horse garden farm ski surf golf football soccer tennis bike cars car auto taxi delivery \
        amazon google apple microsoft youtube android gmail goog zip mov foo page web
        """
}
