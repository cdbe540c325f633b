import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_WEBHOOK_URL = "discordapp.com/api/webhooks/361408978055510427/ZI7DcnsduTCN09_M5JNYpK9LmMAmwQW0-3bKTbHa8gwJQM3RuSmGOJJc486frP"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
