import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_ORIGIN_CA_KEY = "v1.0-55bd52a2cef0a1db311dbc7d-1fe057354e7b19aee012ca007adf6217b07d510f23602fdb7639a92d538403ae78daf231a4523bc8c6b85401c69d68663021fd64ff92b0777052d864095f2937be56e56eb4af53e47d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
