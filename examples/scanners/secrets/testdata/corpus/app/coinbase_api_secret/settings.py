import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "zFm5set9hZ50GVNKytiSyVYze1Zrq5MEeQhCbO89zk1EINHpXPdJq3BVCue3UnPv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
