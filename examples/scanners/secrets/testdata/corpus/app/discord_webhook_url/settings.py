import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_WEBHOOK_URL = "discordapp.com/api/webhooks/8927064559362991142/kwsn7sCDevEQ325rG9Vyg1D9QvdAGsVM0qBHe1Ektrhg8nc07--sktnpdpMN"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
