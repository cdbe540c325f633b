package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1._OMsiSgu9GPMiJr9_O_0NT8pA6vGCdUO0e8Sdfvp0i7Colg0_zDrxPkExqJrvQ-nE5fhOZ=.vLnB0tdh4duZrfvUdFfVZK5Y259MdTAfgVjEOnrVcKx0QDyag_9r65BAS7gTtAtop_xjmGRuHz-BsUMMft0lMR=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
