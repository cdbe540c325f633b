import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "ehlUARnujBqZZC7ZXHoT2xBIZcOzDpW8K2ShdmkPSPo1hs2ycd71VraPqqq0J77xzACh2w1T8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
