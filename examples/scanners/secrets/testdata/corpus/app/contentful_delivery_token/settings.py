import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_DELIVERY_TOKEN = "NQXZGB=61FrZfs2hoG7=RBugL0i6o3eHi1XFzqSLlD2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
