{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "UUAkm5tLj5+QO+bY2ilM44oy1wvP97S7+USDM3QDxTTfXdq4v9QPXcrvRzl2FrU+v/LB/XMIBGfoNAEdINV3Dg=="
    }
  ]
}
