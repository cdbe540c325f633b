import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ONEPASSWORD_SECRET_KEY = "A3-4SUCXP-Z6PL9O-876WB-B7021-SKE8P-7GL0V"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
