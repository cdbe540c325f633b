import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_CRAMAFIhYgjPi20m=5Qu2ngL-1_53R1=ztvuyDyl"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
