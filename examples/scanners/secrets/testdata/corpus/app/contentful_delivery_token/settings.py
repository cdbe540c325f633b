import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_DELIVERY_TOKEN = "xOMoDR1VkyEosChL1kCebwPjZ_jQSk6_fK1Zf_7ehOZ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
