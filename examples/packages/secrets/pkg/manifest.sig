{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "N07Cz5MiYe7eiy2hyb7NZJk+UnLxaKIarc545ymxt86JViuvuGVKrODx0PF/QLOtoGV/CXVvplWF5U771kkDAQ=="
    }
  ]
}
