import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_ACCESS_TOKEN = "EAANLwFRpPLcgMy8kZ6LehXOl2fCjTRBB2Pf3P0zBob5k55ddoNOBYh8QFnOI5vKWlidjQfS03K74yDdqBbxEdgY1E6qrFVhVsnrxiGxuz51PwBTf6Y9x5EQOQFBGY0Z3SrnL4y9uFhIt9x6ofda6cyxBKBDPOejX7TfxB0ezGFe0OYcaWyHPHuiAdvExhooaNEGak2SnOO1BroPKwjRqVA9Wx9VsfiCDs7fyMQAK35ueVEy4IU6vmgKyLXI574wpCCQNMABMhuy9H"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
