import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "JIa_=hLqgw8x7qNS_TyneiRb-TKrkxtQrXQu=GaPOsHEWyvbT3FvH1bXaX9e"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
