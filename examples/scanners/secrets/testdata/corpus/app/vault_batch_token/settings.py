import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_BATCH_TOKEN = "hvb.P9PHK3Sin0yQBx3H7Ce6X-VR_Z6sSsDpaA_B8oDgNB-VCzzyCxqbqosmnxBB9ZajILFBq0r5SwGup0zOSs0PwPcEcEGJGuRnWUSNySkMzJKCfF_uhpydGbJ7vSNDZ4coNRM2Gw2J804U-lycTWdSjv8pTPirF_RtNVDs2BR-hWp7z0NpgkBkX6KjS584hHmxlsYF_FVu55y90bAZp3RnOk645b3duNYKqe-0nSCclwC80IAbmc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
