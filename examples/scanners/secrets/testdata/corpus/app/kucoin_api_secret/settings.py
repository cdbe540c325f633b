import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "d37dbe29-8c62-deee-c175-fe739dfdd854"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
