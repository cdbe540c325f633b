import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

XAI_API_KEY = "xai-mPBDNjLwBSDxLcHklWxNaEqBs2QIGzw2kyVbbfK4ifDKGBXWOGJWCAULyoG4FzPvaU2URjrfQFmeQRPW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
