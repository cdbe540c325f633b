import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "vwjtuz9nk3uAAAAAAAAAAz1D9q5L-9LOV88lQ1zdYiYfd2-_WXG4eXsEg3K0myPa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
