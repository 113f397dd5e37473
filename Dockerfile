# chatcard-server in a slim Debian image: the fonts, the fixed Cairo (scripts/fixed-cairo.sh) and a
# non-root user. docs/DEPLOY.md says how to build, run and scale it.
ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${SWIFT_IMAGE} AS build
WORKDIR /src
COPY . .
# setup.sh installs the C libraries and builds Cairo 1.18 into /src/.deps/cairo (bookworm's 1.16 can
# deadlock render threads); the binaries find it by their run path, so the runtime stage keeps that path.
RUN bash scripts/setup.sh \
 && swift build -c release --static-swift-stdlib --product chatcard-server \
 && swift build -c release --static-swift-stdlib --product chatcard \
 && mkdir -p /out/bin \
 && cp .build/release/chatcard-server .build/release/chatcard /out/bin/

FROM ${RUNTIME_IMAGE}
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 libfontconfig1 libfreetype6 libpixman-1-0 libpng16-16 \
      zlib1g libspng0 libdeflate0 libjpeg62-turbo libwebp7 libwebpmux3 libwebpdemux2 libgif7 libimagequant0 \
      libavformat59 libavcodec59 libswscale6 libavutil57 \
      fonts-inter fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core fonts-dejavu-core curl ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /nonexistent --shell /usr/sbin/nologin chatcard
COPY --from=build /src/.deps/cairo/lib /src/.deps/cairo/lib
COPY --from=build /out/bin/ /usr/local/bin/
USER 10001
ENV CHATCARD_HOST=0.0.0.0 CHATCARD_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
ENTRYPOINT ["/usr/local/bin/chatcard-server"]
