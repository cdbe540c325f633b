import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "SM9zYch7p30HzR1xu48DlkZZlh0hdyA+Vjd/qPkkOtiW5S4aPhx+1f0tjPDG2P0I"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
