import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_PUBLIC_KEY = "FLWPUBK_TEST-e7d33857f142f11ae5afe191d970f61a-X"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
