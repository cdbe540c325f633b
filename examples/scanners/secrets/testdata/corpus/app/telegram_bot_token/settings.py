import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TELEGRAM_BOT_TOKEN = "1388156609:AAZ9OdfOQNoUap1xKDsu33qXGGWS2OxVU3s"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
