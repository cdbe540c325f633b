import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "Sb4HPKZnTIYILE9A4j2NfNhrQMpcTs09hi6OQ3ibtgEBk4XVt85yNXklnHTtgCA1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
