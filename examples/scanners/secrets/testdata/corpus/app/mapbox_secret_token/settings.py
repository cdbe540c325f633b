import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAPBOX_SECRET_TOKEN = "sk.eyJbxHUgkq2AmTidkt62pO59hxxQfaG2xbLo2hSuKiGehiKU4DV0Rc_U2fAuj8wzAF84_fuywhYk1pPFgQ4iFlehYIZy9EFFEMaZaIhO32Q49Cdnqb.U692BnCqOiSoG0HxDj201I"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
