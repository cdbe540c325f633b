import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_DELIVERY_TOKEN = "I20d2ssVE20mrihn6_8=5pctChLmuTgX3rtf8M-xfLH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
