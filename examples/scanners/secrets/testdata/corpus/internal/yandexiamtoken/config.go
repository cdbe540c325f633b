package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.hpf.AU3xfVcoDO-fmINjc7wM-MKu2Xm7HLFrUhL-K2OI6d3kBO3yH553x1YEbESfp_j4EsbDYI9xk-wJioe-G4vR27=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
