package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"sentry_org_token": "sntrys_eyJzlyjT8jAq3-YdERRUM3nMC_YO2NenS/B3xPvk37NMyHb-daOX+uns0Wnlkv3F8o0tRsOQV1QmbSAT/QcECIc8bix+6F=MuswdWDA7cTtPOxt-9BZRB8TRkE9QRxCTU7=Ckec=lnRfH3Ujg=QmEjMnUP2HOZk3MqrMIxBi1_=Rq6_EmrCRB=vBkr6yfE30729J1hnYd9MrfXWs8LPr_5r++cz+r0NrRe_w",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
