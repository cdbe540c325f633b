package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.Y9IKh_a7F-ZVMoyNyase9tPHQmbTLyW-SHUggtniH3mb-0o-fACYn1TnKljcJ3lr1sGRCiwHu2Y1Z7zsrIRTqZynw6ie0KhbjjyALvo_S7joi435kRGxjIPQ03tEi2fR346TQEQQmbs9kpWr0z_IizmA4Yc8fCrFfsv1dgOQY6oRWk6tlRs=.oqBStT89MWXdjZj24GkZ5uphUuFs7fwR8UFeG2nqGUZcq_K-LV8CuL3fCrtlVP4A9p5_pzbXmU3Y9M4PsMuHGQ=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
