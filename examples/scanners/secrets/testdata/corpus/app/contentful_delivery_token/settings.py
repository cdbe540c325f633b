import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_DELIVERY_TOKEN = "9s7PPbbN3t0FmFbt8s2BOJFmvYkvDgn980D_zEQ3RE1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
