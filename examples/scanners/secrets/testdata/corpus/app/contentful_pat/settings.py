import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONTENTFUL_PAT = "CFPAT-No0GT77MOSXYqMxMJ1xYMzAQHnlItbQtjaHCV7uscxG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
