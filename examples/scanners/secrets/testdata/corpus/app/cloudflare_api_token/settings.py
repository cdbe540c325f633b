import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "UXsSLWKgsa8F88PblU0kqGC63zmfJAfblA6_BUyd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
